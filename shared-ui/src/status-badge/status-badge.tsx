import styled from 'styled-components';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.6;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const colours = {
      neutral: [theme.colors.surface, theme.colors.text],
      info: [theme.colors.infoSurface, theme.colors.info],
      success: [theme.colors.successSurface, theme.colors.success],
      warning: [theme.colors.warningSurface, theme.colors.warning],
      danger: [theme.colors.dangerSurface, theme.colors.danger],
    }[$tone];
    return `background: ${colours[0]}; color: ${colours[1]};`;
  }}
`;

/** A short state in words (Active, Trial, Past due); the tone is colour, the word carries the meaning. */
export function StatusBadge({
  tone = 'neutral',
  children,
  testId,
}: {
  tone?: StatusTone;
  children: string;
  testId?: string;
}) {
  return (
    <Badge $tone={tone} data-tone={tone} data-testid={testId}>
      {children}
    </Badge>
  );
}
