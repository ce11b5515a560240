import { parseVideoLink, videoEmbedUrl, videoLinkThumb } from './media-item';

test.each([
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { site: 'youtube', videoId: 'dQw4w9WgXcQ' }],
  ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', { site: 'youtube', videoId: 'dQw4w9WgXcQ' }],
  ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', { site: 'youtube', videoId: 'dQw4w9WgXcQ' }],
  ['https://youtu.be/dQw4w9WgXcQ?si=abc', { site: 'youtube', videoId: 'dQw4w9WgXcQ' }],
  ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { site: 'youtube', videoId: 'dQw4w9WgXcQ' }],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ', { site: 'youtube', videoId: 'dQw4w9WgXcQ' }],
  ['  https://vimeo.com/76979871  ', { site: 'vimeo', videoId: '76979871' }],
  ['https://player.vimeo.com/video/76979871?h=abc', { site: 'vimeo', videoId: '76979871' }],
  ['https://vimeo.com/channels/staffpicks/76979871', { site: 'vimeo', videoId: '76979871' }],
  ['https://www.youtube.com/watch?v=short', null],
  ['https://example.com/watch?v=dQw4w9WgXcQ', null],
  ['https://youtu.be.evil.com/dQw4w9WgXcQ', null],
  ['javascript:alert(1)', null],
  ['', null],
])('the video link %s is %j', (url, expected) => {
  expect(parseVideoLink(url)).toEqual(expected);
});

test('YouTube links get an embed and a thumbnail from the URL pattern; Vimeo links an embed only', () => {
  expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(videoLinkThumb('youtube', 'dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871');
  expect(videoLinkThumb('vimeo', '76979871')).toBeNull();
});
