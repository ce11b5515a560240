import {
  planTypeLabels,
  planTypes,
  programSorts,
  type PlanType,
  type ProgramSort,
} from '@coachforge/contracts';
import { Select, TextField } from '@coachforge/ui';
import styled from 'styled-components';
import { copy } from '../program-data';
import type { ProgramFilter } from './saved-program-filter';

const Row = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const ALL = 'all';

export function ProgramFilters({
  filter,
  onChange,
}: {
  filter: ProgramFilter;
  onChange: (filter: ProgramFilter) => void;
}) {
  return (
    <Row>
      <TextField
        label={copy.list.search}
        type="search"
        value={filter.q}
        onChange={(event) => onChange({ ...filter, q: event.target.value })}
      />
      <Select<ProgramSort>
        label={copy.list.sort}
        options={programSorts.map((sort) => ({ id: sort, label: copy.list.sorts[sort] }))}
        value={filter.sort}
        onChange={(sort) => sort && onChange({ ...filter, sort })}
        testId="program-sort"
      />
      <Select<PlanType | typeof ALL>
        label={copy.list.type}
        options={[
          { id: ALL, label: copy.list.allTypes },
          ...planTypes.map((type) => ({ id: type, label: planTypeLabels[type] })),
        ]}
        value={filter.planType ?? ALL}
        onChange={(type) => onChange({ ...filter, planType: !type || type === ALL ? null : type })}
        testId="program-type-filter"
      />
    </Row>
  );
}
