import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled from 'styled-components';

const Root = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  .track {
    grid-column: 1 / -1;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${({ theme }) => theme.colors.primaryFill};
  }
`;

export interface ProgressBarProps {
  label: string;
  /** 0 to maxValue; absent while the total is unknown. */
  value?: number;
  maxValue?: number;
  /** Shown instead of the percentage ("3 of 4 steps"). */
  valueLabel?: string;
  testId?: string;
}

/** How far along something is (an upload, the onboarding checklist). */
export function ProgressBar({ label, value, maxValue = 100, valueLabel, testId }: ProgressBarProps) {
  return (
    <Root
      value={value}
      maxValue={maxValue}
      isIndeterminate={value === undefined}
      valueLabel={valueLabel}
      data-testid={testId}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label>{label}</Label>
          <span>{isIndeterminate ? null : valueText}</span>
          <div className="track">
            <div className="fill" style={{ width: isIndeterminate ? '30%' : `${percentage}%` }} />
          </div>
        </>
      )}
    </Root>
  );
}
