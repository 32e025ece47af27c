import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import {
  ADMIN_HEADS,
  Container,
  Heading,
  pageTitle,
  Spinner,
  swrDefaults,
  Tabs,
  Text,
  useAuthStore,
  usePageMeta,
  type TabItem,
} from '@da-boulder/shared-ui';
import { ChangePassword } from './account/change-password';
import { AttentionStrip } from './attention/attention-strip';
import { MailAddressPrompt } from './account/mail-address-prompt';
import {
  CONTENT_TABS,
  contentPath,
  placeOf,
  type ContentTab,
  type PeopleListName,
} from './dashboard-paths';
import { ForgetPerson } from './forget-person/forget-person';
import { MailBanner } from './mail/mail-banner';
import { DashboardNav, nameOf, type ShownPlace } from './navigation/dashboard-nav';
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
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** SPEC's five content tabs. */
const CONTENT: Record<ContentTab, TabItem & { label: string }> = {
  events: {
    id: 'events',
    label: 'Events',
    content: tab(async () => (await import('./events/events-tab')).EventsTab),
  },
  teachers: {
    id: 'teachers',
    label: 'Teachers',
    content: tab(async () => (await import('./teachers/teachers-tab')).TeachersTab),
  },
  newsletters: {
    id: 'newsletters',
    label: 'Newsletters',
    content: tab(async () => (await import('./newsletters/newsletters-tab')).NewslettersTab),
  },
  webinars: {
    id: 'webinars',
    label: 'Webinars',
    content: tab(async () => (await import('./webinars/webinars-tab')).WebinarsTab),
  },
  testimonials: {
    id: 'testimonials',
    label: 'Testimonials',
    content: tab(async () => (await import('./testimonials/testimonials-tab')).TestimonialsTab),
  },
};
const CONTENT_ITEMS = CONTENT_TABS.map((id) => CONTENT[id]);

const PEOPLE: Record<PeopleListName, ReactNode> = {
  registrations: tab(
    async () => (await import('./registrations/registrations-tab')).RegistrationsTab,
  ),
  messages: tab(async () => (await import('./messages/messages-tab')).MessagesTab),
  subscribers: tab(async () => (await import('./subscribers/subscribers-tab')).SubscribersTab),
};

const STAFF = tab(async () => (await import('./staff/staff-tab')).StaffTab);

const TRASH = tab(async () => (await import('./trash/trash-view')).TrashView);

/**
 * Content: SPEC's five tabs. A tab chosen replaces the address rather than adding to the history
 * (the arrow keys choose tabs as they move, and focus stays on them), so back leaves Content.
 */
function ContentPart({ selected }: { selected: ContentTab }) {
  const navigate = useNavigate();
  return (
    <Tabs
      aria-label="Content"
      items={CONTENT_ITEMS}
      selectedKey={selected}
      onSelectionChange={(key) => navigate(contentPath(key as ContentTab), { replace: true })}
    />
  );
}

/** People or Staff, as a region named after it (Content is its tabs and their panel). */
const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** People data's own action sits with its lists: it erases a person from every one of them. */
const PeopleActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One's own account, under Staff. */
const Account = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const AccountActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The view's name leads the page's title, which the shell announces on arriving: one title for
 * every view would tell a screen reader's user nothing of where a link took them.
 */
function ViewTitle({ place }: { place: ShownPlace }) {
  const name = place.part === 'content' ? CONTENT[place.tab].label : nameOf(place);
  usePageMeta(pageTitle(`${name} · Content Dashboard`), ADMIN_HEADS.dashboard.description);
  return null;
}

function PlaceShown({ place }: { place: ShownPlace }) {
  if (place.part === 'content') return <ContentPart selected={place.tab} />;
  if (place.part === 'trash') return <Part aria-label="Trash">{TRASH}</Part>;
  if (place.part === 'people') {
    return (
      <Part aria-label="People">
        <PeopleActions>
          <ForgetPerson />
        </PeopleActions>
        {PEOPLE[place.list]}
      </Part>
    );
  }
  return (
    <Part aria-label="Staff">
      <Account aria-labelledby="your-account">
        <Heading level={2} id="your-account">
          Your account
        </Heading>
        <AccountActions>
          <ChangePassword />
          <SignOutOtherSessions />
        </AccountActions>
      </Account>
      {STAFF}
    </Part>
  );
}

/**
 * The dashboard's reads are kept while it is open, across its tabs, and go with it: after a
 * sign-out (or a visit to the site) it reads everything anew. SPEC §4's logout clears them so.
 */
const DASHBOARD_READS: SWRConfiguration = { ...swrDefaults, provider: () => new Map() };

/**
 * The dashboard, at /admin/*: its parts (Content, People, Staff) each at an address of their own
 * (dashboard-paths.ts), so a reload, back and forward, or a link sent to another admin open the
 * same view; the old tabs' addresses move to theirs.
 */
export default function DashboardPage() {
  return (
    <SWRConfig value={DASHBOARD_READS}>
      <Dashboard />
    </SWRConfig>
  );
}

function Dashboard() {
  const user = useAuthStore((state) => state.user);
  const { pathname, search, hash } = useLocation();
  const place = placeOf(pathname, search, hash);
  if ('moved' in place) return <Navigate to={place.moved} replace />;

  return (
    <Page>
      <Intro>
        <Heading level={1}>Content Dashboard</Heading>
        <Text>
          Logged in as: {user?.username}
          {user?.isAdmin && ' (Admin)'}
        </Text>
      </Intro>
      <ViewTitle place={place} />
      <DashboardNav place={place} />
      <MailBanner />
      <AttentionStrip />
      <MailAddressPrompt />
      <PlaceShown place={place} />
    </Page>
  );
}
