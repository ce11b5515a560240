import { defaultQualityIndex, qualityLabel, renditionHeightsFor } from './video-quality';

const rendition = (height: number, original = false) => ({ height, src: `/v/${height}`, original });

test('a player starts on the third quality from the lowest, as the spec says', () => {
  const list = [rendition(360), rendition(540), rendition(720), rendition(1080, true)];
  expect(qualityLabel(list[defaultQualityIndex(list)]!)).toBe('720p');
});

test('with fewer qualities the player starts on the best there is', () => {
  expect(defaultQualityIndex([rendition(360), rendition(480, true)])).toBe(1);
  expect(defaultQualityIndex([rendition(240, true)])).toBe(0);
  expect(defaultQualityIndex([])).toBe(0);
});

test('only renditions smaller than the original are made', () => {
  expect(renditionHeightsFor(1080)).toEqual([360, 540, 720]);
  expect(renditionHeightsFor(720)).toEqual([360, 540]);
  expect(renditionHeightsFor(360)).toEqual([]);
  expect(renditionHeightsFor(null)).toEqual([]);
});

test('an original whose size is not known is named as the original', () => {
  expect(qualityLabel({ height: null, src: '/v', original: true })).toBe('Original');
});
