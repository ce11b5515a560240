import { createRoot } from 'react-dom/client';
import { FrameProviders } from './frame-providers';
import { NotFoundPage } from './not-found-page';

/**
 * If startup fails, the 404 page is shown (spec 01 section 4), in place of the loading notice. Nothing
 * else of the platform runs, so its button loads the main page afresh.
 */
export function showStartupFailure(
  container: HTMLElement,
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  container.replaceChildren();
  createRoot(container).render(
    <FrameProviders>
      <NotFoundPage toMainPage={() => reload('/')} />
    </FrameProviders>,
  );
}
