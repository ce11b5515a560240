import { Button, ErrorPanel, Notice, ProgressBar, Skeleton, Spinner, ToastView } from '@coachforge/ui';
import type { Toast } from '@coachforge/contracts';
import styled from 'styled-components';
import { GuideSection, Specimen, State, States } from './specimen';

/** A toast is fixed to the page's corner; a transformed box holds it in place here instead. */
const ToastFrame = styled.div`
  position: relative;
  transform: translateZ(0);
  height: 120px;
`;

const toasts: Toast[] = [
  { type: 'info', text: 'Your program was saved.' },
  { type: 'congrats', text: 'Program published.' },
  { type: 'warn', text: 'Your card expires this month.' },
  { type: 'error', text: 'The payment was declined.' },
];

/** Loading, progress, toasts and the contained error. */
export function FeedbackSection() {
  return (
    <GuideSection title="Feedback">
      <Specimen name="Spinner, skeleton and progress bar">
        <States>
          <State name="Spinner">
            <Spinner />
          </State>
          <State name="Skeleton">
            <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <Skeleton round width="48px" height="48px" />
              <div style={{ flex: 1, display: 'grid', gap: 6 }}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </div>
            </div>
          </State>
          <State name="Progress">
            <ProgressBar label="Uploading video" value={64} />
          </State>
          <State name="Steps, and unknown total">
            <ProgressBar label="Checklist" value={3} maxValue={4} valueLabel="3 of 4 steps" />
            <ProgressBar label="Processing" />
          </State>
        </States>
      </Specimen>
      <Specimen name="Toast">
        <States>
          {toasts.map((toast) => (
            <State key={toast.type} name={toast.type}>
              <ToastFrame>
                <ToastView toast={toast} onDismiss={() => undefined} />
              </ToastFrame>
            </State>
          ))}
        </States>
      </Specimen>
      <Specimen name="Notice">
        <States>
          <State name="info">
            <Notice>Check your inbox: we sent you a link.</Notice>
          </State>
          <State name="success">
            <Notice tone="success">Your email address is confirmed.</Notice>
          </State>
          <State name="warning">
            <Notice tone="warning">You are signing in on your coach's own address.</Notice>
          </State>
          <State name="error, with an action">
            <Notice
              tone="error"
              action={
                <Button $size="small" $variant="secondary">
                  Send a new link
                </Button>
              }
            >
              This link has expired.
            </Notice>
          </State>
        </States>
      </Specimen>
      <Specimen name="Error panel">
        <ErrorPanel
          title="Programs could not be loaded."
          detail="The rest of the page still works."
          onRetry={() => undefined}
        />
      </Specimen>
    </GuideSection>
  );
}
