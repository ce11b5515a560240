import { CopyObjectCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from './s3-storage';

const settings = {
  bucket: 'coachforge-media',
  region: 'eu-west-1',
  endpoint: 'http://127.0.0.1:9000',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};
const storage = createS3Storage(settings);

test('an S3 upload is presigned for its key, with its size and type signed and a time limit', async () => {
  const upload = await storage.signUpload({
    key: 'media/5/abc/clip.mp4',
    byteSize: 1234,
    contentType: 'video/mp4',
    expiresInSeconds: 3600,
  });
  const url = new URL(upload.url);
  expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/coachforge-media/media/5/abc/clip.mp4');
  expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
  expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(
    expect.arrayContaining(['content-length', 'content-type', 'host']),
  );
  expect(upload.headers).toEqual({ 'Content-Type': 'video/mp4' });
});

test('an S3 download of a file that is not a picture or video is presigned as an attachment', async () => {
  const url = new URL(
    await storage.signedUrl('media/5/abc/notes.pdf', {
      contentType: 'application/pdf',
      inline: false,
      expiresInSeconds: 600,
    }),
  );
  expect(url.searchParams.get('response-content-disposition')).toBe('attachment');
  expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
});

test('recording an S3 upload copies it to its recorded key inside the bucket, then deletes the upload key', async () => {
  const client = new S3Client({ region: settings.region });
  const sent: unknown[] = [];
  jest.spyOn(client, 'send').mockImplementation(async (command: unknown) => {
    sent.push(command);
    return {};
  });
  await createS3Storage(settings, client).move('media/5/abc.upload/my clip.mp4', 'media/5/abc/my clip.mp4');
  expect(sent).toHaveLength(2);
  const [copy, remove] = sent as [CopyObjectCommand, DeleteObjectCommand];
  expect(copy).toBeInstanceOf(CopyObjectCommand);
  expect(copy.input).toEqual({
    Bucket: 'coachforge-media',
    Key: 'media/5/abc/my clip.mp4',
    CopySource: 'coachforge-media/media/5/abc.upload/my%20clip.mp4',
  });
  expect(remove).toBeInstanceOf(DeleteObjectCommand);
  expect(remove.input).toEqual({ Bucket: 'coachforge-media', Key: 'media/5/abc.upload/my clip.mp4' });
});
