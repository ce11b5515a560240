import { canSendComment } from './comment-box';

test.each([
  ['', 0, false, false],
  ['   \n ', 0, false, false],
  ['  Nice time  ', 0, false, true],
  ['', 1, false, true],
  ['  ', 2, false, true],
  ['Nice time', 0, true, false],
  ['', 1, true, false],
])('text %j with %i attachments, sending %s: may send %s', (text, attachments, sending, allowed) => {
  expect(canSendComment({ text, attachments, sending })).toBe(allowed);
});
