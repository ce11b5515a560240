import { DATE_FORMATS, formatLongDate, formatShortDate } from '@coachforge/contracts';
import { readableTextOn, type UiTheme } from '@coachforge/ui';
import styled, { useTheme } from 'styled-components';
import { GuideSection, Specimen, States } from './specimen';

const Swatch = styled.div<{ $colour: string; $text: string }>`
  background: ${({ $colour }) => $colour};
  color: ${({ $text }) => $text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    display: block;
  }
`;

const shown: (keyof UiTheme['colors'])[] = [
  'primary',
  'primaryDark',
  'primaryLight',
  'primaryFill',
  'secondary',
  'link',
  'text',
  'mutedText',
  'background',
  'surface',
  'border',
  'inputBorder',
  'focusRing',
  'danger',
  'warning',
  'info',
  'success',
];

/** The account's colours as tokens, and the type scale. */
export function ThemeSection() {
  const theme = useTheme();
  return (
    <GuideSection title="Theme">
      <Specimen name="Colours">
        <States $columns={6}>
          {shown.map((name) => {
            const colour = theme.colors[name];
            return (
              <Swatch
                key={name}
                $colour={colour}
                $text={readableTextOn(colour, '#000000', ['#000000', '#ffffff'])}
              >
                <strong>{name}</strong>
                <code>{colour}</code>
              </Swatch>
            );
          })}
        </States>
      </Specimen>
      <Specimen name="Type scale">
        {(Object.keys(theme.fontSizes) as (keyof UiTheme['fontSizes'])[]).map((size) => (
          <p key={size} style={{ fontSize: theme.fontSizes[size], margin: '4px 0' }}>
            {size} · {theme.fontSizes[size]} · Train with purpose
          </p>
        ))}
      </Specimen>
      <Specimen name="Date formats">
        {/* A fixed day, so the page reads the same whenever it is opened. */}
        <dl data-testid="date-formats">
          <dt>Long ({DATE_FORMATS.long})</dt>
          <dd>{formatLongDate('2026-03-01')}</dd>
          <dt>Short ({DATE_FORMATS.short})</dt>
          <dd>{formatShortDate('2026-03-01')}</dd>
        </dl>
      </Specimen>
    </GuideSection>
  );
}
