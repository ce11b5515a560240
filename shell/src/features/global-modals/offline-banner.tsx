import { messages } from '@coachforge/contracts';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Banner = styled.div`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.layers.banner};
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 2px solid ${({ theme }) => theme.colors.warning};
`;

function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** While the browser is offline, a banner says changes cannot be saved (spec 01 section 8). */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      {messages.frame.offline}
    </Banner>
  );
}
