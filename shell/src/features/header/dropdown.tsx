import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;

export const Trigger = styled.button<{ $active?: boolean }>`
  background: none;
  border: 0;
  border-bottom: 2px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  font: inherit;
  font-weight: 600;
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.text)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  min-width: 220px;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/**
 * A disclosure menu: a button that shows a list of links. Keyboard: Enter or Space opens it, Tab moves
 * through the links, Escape closes it and returns focus to the button; a click elsewhere closes it.
 */
export function Dropdown({
  label,
  testId,
  active = false,
  align = 'right',
  children,
}: {
  label: ReactNode;
  testId: string;
  active?: boolean;
  align?: 'left' | 'right';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Trigger
        ref={button}
        type="button"
        $active={active}
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Trigger>
      {open && (
        <Panel id={id} style={align === 'left' ? { left: 0, right: 'auto' } : undefined}>
          {children(() => setOpen(false))}
        </Panel>
      )}
    </Wrapper>
  );
}
