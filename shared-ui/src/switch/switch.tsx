import styled from 'styled-components';

const Root = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  position: relative;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  .track {
    width: 40px;
    height: 24px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.inputBorder};
    position: relative;
    transition: background 0.15s;
    flex-shrink: 0;
  }
  .track::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #ffffff;
    transition: transform 0.15s;
  }
  input:checked + .track {
    background: ${({ theme }) => theme.colors.primaryFill};
  }
  input:checked + .track::after {
    transform: translateX(16px);
  }
  input:focus-visible + .track {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    .track,
    .track::after {
      transition: none;
    }
  }
`;

export interface SwitchProps {
  children: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  testId?: string;
}

/**
 * An on/off setting that takes effect at once. Keyboard: Space toggles it. A native checkbox read out as a
 * switch, so it needs none of React Aria on every page (decision 0251).
 */
export function Switch({ children, isSelected, onChange, isDisabled, testId }: SwitchProps) {
  return (
    <Root data-testid={testId}>
      <input
        type="checkbox"
        role="switch"
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="track" aria-hidden="true" />
      {children}
    </Root>
  );
}
