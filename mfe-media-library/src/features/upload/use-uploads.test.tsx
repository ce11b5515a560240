import { endpoints, messages, UPLOAD_THUMBNAIL_PX, type Endpoint } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLibrary } from '../../components/media-library-fakes';
import { UploadPreviews } from './upload-previews';
import { useUploads } from './use-uploads';

/** Stands in for the browser's XMLHttpRequest so the storage's answer can be chosen. */
class FakeXhr {
  static answer = { status: 204, body: '' };
  static sent: Array<{ url: string; headers: Record<string, string> }> = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send() {
    FakeXhr.sent.push({ url: this.url, headers: this.headers });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    }, 0);
  }
}

function Uploader() {
  const uploads = useUploads({ scope: 'user', onUploaded: () => undefined });
  return (
    <>
      <input
        type="file"
        aria-label="Upload files"
        onChange={(event) => void uploads.upload(Array.from(event.target.files ?? []))}
      />
      <UploadPreviews previews={uploads.previews} onDismiss={uploads.dismiss} />
    </>
  );
}

function renderUploader() {
  const rendered = renderWithLibrary(<Uploader />);
  (rendered.platform.api.request as jest.Mock).mockImplementation(
    async (endpoint: Endpoint<unknown, unknown>) => {
      if (endpoint === endpoints.directUpload) {
        return {
          id: 41,
          key: 'media/41/abc/clip.png',
          signed_id: '41--sig',
          direct_upload: {
            url: '/api/media/storage/media/41/abc/clip.png?token=t',
            method: 'PUT',
            headers: { 'Content-Type': 'image/png' },
          },
        };
      }
      if (endpoint === endpoints.deleteMedia) return undefined;
      if (endpoint === endpoints.createMedia) return { id: 41, title: 'clip.png' };
      throw new Error(`unexpected ${endpoint.path}`);
    },
  );
  return rendered;
}

const file = new File([new Uint8Array(10)], 'clip.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.sent = [];
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  // jsdom has no object URLs; the browser's give the thumbnail the file's own bytes.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:clip'), revokeObjectURL: jest.fn() });
});

test('each file being uploaded shows a 64x64 thumbnail made from the file itself', async () => {
  FakeXhr.answer = { status: 204, body: '' };
  renderUploader();
  const pdf = new File([new Uint8Array(10)], 'plan.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText('Upload files'), file);
  await userEvent.upload(screen.getByLabelText('Upload files'), pdf);
  await waitFor(() => expect(screen.getAllByTestId('upload-thumbnail')).toHaveLength(2));
  const [picture, document] = screen.getAllByTestId('upload-thumbnail');
  expect(picture).toHaveAttribute('src', 'blob:clip');
  expect(picture).toHaveStyle({ width: `${UPLOAD_THUMBNAIL_PX}px`, height: `${UPLOAD_THUMBNAIL_PX}px` });
  expect(URL.createObjectURL).toHaveBeenCalledWith(file);
  expect(document).toHaveTextContent('PDF');
});

test('a storage error in XML shows its Message and the orphaned media is deleted by the id in its key', async () => {
  FakeXhr.answer = {
    status: 403,
    body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
  };
  const { platform } = renderUploader();
  await userEvent.upload(screen.getByLabelText('Upload files'), file);
  expect(await screen.findByRole('alert')).toHaveTextContent('Request has expired');
  expect(screen.getByTestId('upload-preview')).toHaveAttribute('data-status', 'error');
  expect(FakeXhr.sent[0]!.headers).toEqual({ 'Content-Type': 'image/png' });
  await waitFor(() =>
    expect(platform.api.request).toHaveBeenCalledWith(
      endpoints.deleteMedia,
      expect.objectContaining({ params: { id: 41 } }),
    ),
  );
  expect(platform.api.request).not.toHaveBeenCalledWith(endpoints.createMedia, expect.anything());
});

test('a gateway timeout from storage shows the timeout state and message', async () => {
  FakeXhr.answer = { status: 504, body: '' };
  renderUploader();
  await userEvent.upload(screen.getByLabelText('Upload files'), file);
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.timeout);
  expect(screen.getByTestId('upload-preview')).toHaveAttribute('data-status', 'timeout');
});

test('a finished upload is recorded and its preview says Uploaded', async () => {
  FakeXhr.answer = { status: 204, body: '' };
  const { platform } = renderUploader();
  await userEvent.upload(screen.getByLabelText('Upload files'), file);
  await waitFor(() =>
    expect(screen.getByTestId('upload-preview')).toHaveAttribute('data-status', 'uploaded'),
  );
  expect(platform.api.request).toHaveBeenCalledWith(
    endpoints.createMedia,
    expect.objectContaining({ body: { media: { signed_id: '41--sig', scope: 'user' } } }),
  );
});
