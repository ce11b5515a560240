import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import styled from 'styled-components';

/**
 * Tabs: `<Tabs><TabList aria-label="…"><Tab id="a">…</Tab></TabList><TabPanel id="a">…</TabPanel></Tabs>`.
 * Keyboard: the tab list is one tab stop, the arrows (Home and End) move between tabs and show them.
 */
export const Tabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const TabList = styled(AriaTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const Tab = styled(AriaTab)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedText};
  cursor: pointer;
  white-space: nowrap;
  outline: none;
  &[data-selected] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const TabPanel = styled(AriaTabPanel)`
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
