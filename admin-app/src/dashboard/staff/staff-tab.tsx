import styled from 'styled-components';
import { ActivityLog } from './activity-log';
import { PendingInvites } from './pending-invites';
import { StaffList } from './staff-list';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The Staff tab: the admins, the invites still open, then who changed what. */
export function StaffTab() {
  return (
    <Sections>
      <StaffList />
      <PendingInvites />
      <ActivityLog />
    </Sections>
  );
}
