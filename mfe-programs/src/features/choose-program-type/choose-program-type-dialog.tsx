import { planTypeLabels, planTypes } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button, Card, Dialog } from '@coachforge/ui';
import styled from 'styled-components';
import { copy } from '../program-data';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * choose-plan-type: the active list with the type chooser open (spec 02 section 2). A type leads to
 * create_plan_main_info with that type; closing goes back to the list.
 */
export function ChooseProgramTypeDialog() {
  const navigateTo = useNavigateTo();
  return (
    <Dialog
      isOpen
      size="large"
      title={copy.choose.title}
      onClose={() => navigateTo('my_plans_active')}
      testId="choose-program-type"
    >
      <Choices>
        {planTypes.map((type) => (
          <Card key={type} title={planTypeLabels[type]} testId={`program-type-${type}`}>
            <p>{copy.choose.descriptions[type]}</p>
            <Button
              type="button"
              aria-label={copy.choose.choose(planTypeLabels[type])}
              onClick={() => navigateTo('create_plan_main_info', {}, { plan_type: type })}
            >
              {planTypeLabels[type]}
            </Button>
          </Card>
        ))}
      </Choices>
    </Dialog>
  );
}
