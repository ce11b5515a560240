import { readUploadError } from './read-upload-error';

test.each([
  ['a plain string', 'Quota exceeded', 'Quota exceeded'],
  ['a JSON string', '"Quota exceeded"', 'Quota exceeded'],
  [
    'the error field of a JSON body',
    '{"error":"The upload link has expired. Please try again."}',
    'The upload link has expired. Please try again.',
  ],
  ['an object with an error field', { error: 'Denied' }, 'Denied'],
  [
    'the Message of an XML error body',
    '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
    'Request has expired',
  ],
  ['an empty body', '', 'Request failed'],
])('an upload error given as %s reads as its message', (_label, body, expected) => {
  expect(readUploadError(body)).toBe(expected);
});
