import { endpoints, PROGRAM_FILTERS_STORAGE_PREFIX } from '@coachforge/contracts';
import { createPlatformDouble } from '@coachforge/remote-kit/testing';
import { prefetchProgramList, programListQuery } from './program-list-query';

afterEach(() => localStorage.clear());

test('a remote started at the programs list asks for the tab in the address with the filter saved for it', async () => {
  localStorage.setItem(
    `${PROGRAM_FILTERS_STORAGE_PREFIX}archived`,
    JSON.stringify({ q: ' squat ', sort: 'title asc', planType: null }),
  );
  const { platform, requests } = createPlatformDouble({ request: () => ({ items: [] }) });
  prefetchProgramList('my_plans_active')(platform, new URLSearchParams('tab=archived'));
  expect(requests).toEqual([
    {
      path: endpoints.listPrograms.path,
      options: expect.objectContaining({ query: { tab: 'archived', sort: 'title asc', q: 'squat' } }),
    },
  ]);
  // The page's own query finds that answer instead of asking again.
  const pageQuery = programListQuery(platform.api, 'archived', {
    q: ' squat ',
    sort: 'title asc',
    planType: null,
  });
  await expect(platform.queryClient.fetchQuery(pageQuery)).resolves.toEqual({ items: [] });
  expect(requests).toHaveLength(1);
});

test('the attention route asks for the attention tab, whatever the address says', () => {
  const { platform, requests } = createPlatformDouble({ request: () => ({ items: [] }) });
  prefetchProgramList('my_plans_attention')(platform, new URLSearchParams('tab=archived'));
  expect(requests[0]?.options.query).toMatchObject({ tab: 'attention' });
});
