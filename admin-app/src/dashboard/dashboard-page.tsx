import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import {
  ATTENTION_PATH,
  messageType,
  registrationType,
  subscriberType,
  type Attention,
  type AttentionCount,
  type PeopleRecordType,
} from '@da-boulder/contracts';
import {
  Badge,
  Container,
  Heading,
  Spinner,
  swrDefaults,
  Tabs,
  Text,
  useAuthStore,
} from '@da-boulder/shared-ui';
import { ChangePassword } from './account/change-password';
import { AttentionStrip } from './attention/attention-strip';
import { MailAddressPrompt } from './account/mail-address-prompt';
import { ForgetPerson } from './forget-person/forget-person';
import { MailBanner } from './mail/mail-banner';
import { SignOutOtherSessions } from './other-sessions/sign-out-other-sessions';

/**
 * Each tab is a chunk of its own, loaded when it is opened: the dashboard starts with one tab's
 * code, and an admin's open dashboard keeps loading tabs from the release it was opened with.
 */
const tab = (load: () => Promise<ComponentType>) => {
  const Tab = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Spinner label="Loading the tab" />}>
      <Tab />
    </Suspense>
  );
};

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

/**
 * A people tab's name, and how many the spam trap holds there when any: they wait for an admin to
 * look (the tab's "Held" filter lists them), so they show without choosing it. Counted by the
 * attention strip's one read.
 */
function PeopleTabName({
  type,
  held,
}: {
  type: Pick<PeopleRecordType<unknown>, 'plural'>;
  held: AttentionCount;
}) {
  const { data } = useSWR<Attention>(ATTENTION_PATH);
  const count = data?.counts[held];
  const name = type.plural[0].toUpperCase() + type.plural.slice(1);
  return (
    <>
      {name}
      {count ? <Badge tone="accent">{count} held</Badge> : null}
    </>
  );
}

const TABS = [
  {
    id: 'events',
    label: 'Events',
    content: tab(async () => (await import('./events/events-tab')).EventsTab),
  },
  {
    id: 'teachers',
    label: 'Teachers',
    content: tab(async () => (await import('./teachers/teachers-tab')).TeachersTab),
  },
  {
    id: 'newsletters',
    label: 'Newsletters',
    content: tab(async () => (await import('./newsletters/newsletters-tab')).NewslettersTab),
  },
  {
    id: 'webinars',
    label: 'Webinars',
    content: tab(async () => (await import('./webinars/webinars-tab')).WebinarsTab),
  },
  {
    id: 'testimonials',
    label: 'Testimonials',
    content: tab(async () => (await import('./testimonials/testimonials-tab')).TestimonialsTab),
  },
  {
    id: 'trash',
    label: 'Trash',
    content: tab(async () => (await import('./trash/trash-view')).TrashView),
  },
  {
    id: 'registrations',
    label: <PeopleTabName type={registrationType} held="heldRegistrations" />,
    content: tab(async () => (await import('./registrations/registrations-tab')).RegistrationsTab),
  },
  {
    id: 'messages',
    label: <PeopleTabName type={messageType} held="heldMessages" />,
    content: tab(async () => (await import('./messages/messages-tab')).MessagesTab),
  },
  {
    id: 'subscribers',
    label: <PeopleTabName type={subscriberType} held="heldSubscribers" />,
    content: tab(async () => (await import('./subscribers/subscribers-tab')).SubscribersTab),
  },
  {
    id: 'staff',
    label: 'Staff',
    content: tab(async () => (await import('./staff/staff-tab')).StaffTab),
  },
];

/**
 * The dashboard's reads are kept while it is open, across its tabs, and go with it: after a
 * sign-out (or a visit to the site) it reads everything anew. SPEC §4's logout clears them so.
 */
const DASHBOARD_READS: SWRConfiguration = { ...swrDefaults, provider: () => new Map() };

/** /admin and /admin/{tab}: the tab lives in the URL so it survives a reload and can be linked. */
export default function DashboardPage() {
  return (
    <SWRConfig value={DASHBOARD_READS}>
      <Dashboard />
    </SWRConfig>
  );
}

function Dashboard() {
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
          <ChangePassword />
          <SignOutOtherSessions />
          <ForgetPerson />
        </Controls>
      </Intro>
      <MailBanner />
      <AttentionStrip />
      <MailAddressPrompt />
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
