import type { RemoteMountProps } from '@coachforge/contracts';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ResourcesPage } from '../features/resources';
import { RemoteProviders } from './providers';
import { localPath, MEDIA_LIBRARY_BASE } from './routes';

export function MediaLibraryApp({ platform }: RemoteMountProps) {
  return (
    <RemoteProviders platform={platform}>
      <BrowserRouter basename={MEDIA_LIBRARY_BASE}>
        <Routes>
          <Route path={localPath('media_library')} element={<ResourcesPage />} />
          <Route path={localPath('owner_media_library')} element={<ResourcesPage />} />
        </Routes>
      </BrowserRouter>
    </RemoteProviders>
  );
}
