import { createS3Storage } from './s3-storage';

const storage = createS3Storage({
  bucket: 'coachforge-media',
  region: 'eu-west-1',
  endpoint: 'http://127.0.0.1:9000',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: true,
});

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
