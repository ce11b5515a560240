import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Row = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** The states of one component side by side. */
export const States = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ $columns = 4 }) => Math.round(960 / $columns)}px, 1fr)
  );
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

/** A labelled state ("Disabled", "With an error"). */
export function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 12, marginBottom: 6 }}>{name}</figcaption>
      {children}
    </figure>
  );
}

/** One group of the style guide (Forms, Overlays…), with its own heading for the page's outline. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `style-guide-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/** One component and its states. */
export function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Row data-testid={`specimen-${name.toLowerCase().replace(/\W+/g, '-')}`}>
      <h3>{name}</h3>
      {children}
    </Row>
  );
}
