import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Heading, Tabs, Text, useAuthStore } from '@da-boulder/shared-ui';
import { EventsTab } from './events/events-tab';
import { ForgetPerson } from './forget-person/forget-person';
import { MailBanner } from './mail/mail-banner';
import { MessagesTab } from './messages/messages-tab';
import { NewslettersTab } from './newsletters/newsletters-tab';
import { SignOutOtherSessions } from './other-sessions/sign-out-other-sessions';
import { RegistrationsTab } from './registrations/registrations-tab';
import { SubscribersTab } from './subscribers/subscribers-tab';
import { TeachersTab } from './teachers/teachers-tab';
import { TestimonialsTab } from './testimonials/testimonials-tab';
import { WebinarsTab } from './webinars/webinars-tab';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const TABS = [
  { id: 'events', label: 'Events', content: <EventsTab /> },
  { id: 'teachers', label: 'Teachers', content: <TeachersTab /> },
  { id: 'newsletters', label: 'Newsletters', content: <NewslettersTab /> },
  { id: 'webinars', label: 'Webinars', content: <WebinarsTab /> },
  { id: 'testimonials', label: 'Testimonials', content: <TestimonialsTab /> },
  { id: 'registrations', label: 'Registrations', content: <RegistrationsTab /> },
  { id: 'messages', label: 'Messages', content: <MessagesTab /> },
  { id: 'subscribers', label: 'Subscribers', content: <SubscribersTab /> },
];

/** /admin and /admin/{tab}: the tab lives in the URL so it survives a reload and can be linked. */
export default function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  const { tab = 'events' } = useParams();
  const navigate = useNavigate();
  if (!TABS.some((item) => item.id === tab)) return <Navigate to="/admin" replace />;

  return (
    <Page>
      <Intro>
        <div>
          <Heading level={1}>Content Dashboard</Heading>
          <Text>
            Logged in as: {user?.username}
            {user?.isAdmin && ' (Admin)'}
          </Text>
        </div>
        <Controls>
          <SignOutOtherSessions />
          <ForgetPerson />
        </Controls>
      </Intro>
      <MailBanner />
      <Tabs
        aria-label="Content"
        items={TABS}
        selectedKey={tab}
        onSelectionChange={(key) =>
          navigate(key === 'events' ? '/admin' : `/admin/${key}`, { replace: true })
        }
      />
    </Page>
  );
}
