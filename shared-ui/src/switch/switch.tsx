import { Switch as AriaSwitch } from 'react-aria-components';
import styled from 'styled-components';

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
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
  &[data-selected] .track {
    background: ${({ theme }) => theme.colors.primaryFill};
  }
  &[data-selected] .track::after {
    transform: translateX(16px);
  }
  &[data-focus-visible] .track {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface SwitchProps {
  children: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  testId?: string;
}

/** An on/off setting that takes effect at once. Keyboard: Space toggles it. */
export function Switch({ children, isSelected, onChange, isDisabled, testId }: SwitchProps) {
  return (
    <Root isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} data-testid={testId}>
      <span className="track" aria-hidden="true" />
      {children}
    </Root>
  );
}
