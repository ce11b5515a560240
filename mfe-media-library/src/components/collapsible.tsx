import { messages } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Clip = styled.div<{ $max: number | null }>`
  overflow: hidden;
  max-height: ${({ $max }) => ($max === null ? 'none' : `${$max}px`)};
`;

/** Content taller than `collapseAbovePx` is cut to that height behind Show all / Show less (spec 03 section 9). */
export function Collapsible({ collapseAbovePx, children }: { collapseAbovePx: number; children: ReactNode }) {
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
      <Clip $max={tall && !open ? collapseAbovePx : null}>
        <div ref={inner}>{children}</div>
      </Clip>
      {tall ? (
        <Button type="button" $variant="link" onClick={() => setOpen(!open)}>
          {open ? messages.media.showLess : messages.media.showAll}
        </Button>
      ) : null}
    </div>
  );
}
