import styled from 'styled-components';
import { ActivityLog } from './activity-log';
import { StaffList } from './staff-list';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The Staff tab: the admins, then who changed what. */
export function StaffTab() {
  return (
    <Sections>
      <StaffList />
      <ActivityLog />
    </Sections>
  );
}
