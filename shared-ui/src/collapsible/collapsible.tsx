import { messages } from '@coachforge/contracts';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

const Clip = styled.div<{ $max: number | null }>`
  overflow: hidden;
  max-height: ${({ $max }) => ($max === null ? 'none' : `${$max}px`)};
`;

export interface CollapsibleProps {
  /** Content taller than this is cut to it behind Show all (192 px for media, 124 px for files). */
  collapseAbovePx: number;
  children: ReactNode;
  showAllLabel?: string;
  showLessLabel?: string;
}

/**
 * Long content cut to a height, with Show all / Show less (spec 03 section 9). The button says whether
 * the content is expanded; short content shows whole, with no button.
 */
export function Collapsible({
  collapseAbovePx,
  children,
  showAllLabel = messages.media.showAll,
  showLessLabel = messages.media.showLess,
}: CollapsibleProps) {
  const id = useId();
  const inner = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > collapseAbovePx);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [collapseAbovePx]);
  return (
    <div>
      <Clip id={id} $max={tall && !open ? collapseAbovePx : null}>
        <div ref={inner}>{children}</div>
      </Clip>
      {tall ? (
        <Button
          type="button"
          $variant="link"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? showLessLabel : showAllLabel}
        </Button>
      ) : null}
    </div>
  );
}
