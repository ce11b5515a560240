import { mentionsStillIn, messagePreview, messageSegments, normaliseMessageText } from './message-text';

test.each([
  ['non-breaking spaces become plain spaces', 'a\u00a0b', 'a b'],
  ['trailing whitespace is trimmed, on each line and at the end', 'hi  \nthere \t\n\n', 'hi\nthere'],
  ['more than two blank lines collapse to one', 'a\n\n\n\nb', 'a\n\nb'],
  ['two blank lines stay', 'a\n\n\nb', 'a\n\n\nb'],
  ['Windows line ends count as line ends', 'a\r\n\r\n\r\n\r\nb', 'a\n\nb'],
])('message text rules (spec 03 section 4.8): %s', (_rule, text, expected) => {
  expect(normaliseMessageText(text)).toBe(expected);
});

test('only the mentions a message names become names; any other @id stays as typed', () => {
  const alex = { id: 7, full_name: 'Alex Athlete' };
  expect(messageSegments('@7 and @8, @all!', [alex], true)).toEqual([
    { kind: 'mention', id: 7, label: '@Alex Athlete' },
    { kind: 'text', text: ' and @8, ' },
    { kind: 'mention', id: 'all', label: '@all' },
    { kind: 'text', text: '!' },
  ]);
  expect(messagePreview('hey @7\n\nnow', [alex], false)).toBe('hey @Alex Athlete now');
  expect(messageSegments('@all', [], false)).toEqual([{ kind: 'text', text: '@all' }]);
});

test('a picked mention counts only while its whole name is still in the text', () => {
  const ann = { id: 1, label: 'Ann' };
  const annLee = { id: 2, label: 'Ann Lee' };
  const ben = { id: 3, label: 'Ben' };
  expect(mentionsStillIn('hi @Anna', [ann]).mentions).toEqual([]);
  expect(mentionsStillIn('hi @Ann Lee', [ann, annLee]).mentions).toEqual([annLee]);
  expect(mentionsStillIn('@Ann and @Ann Lee, not Ben', [ann, annLee, ben]).mentions).toEqual([annLee, ann]);
  expect(mentionsStillIn('@Ann!', [ann])).toEqual({ mentions: [ann], text: '@Ann!' });
  expect(mentionsStillIn('@Ann and @Ann Lee', [ann, annLee], (m) => `@${m.id}`).text).toBe('@1 and @2');
});
