import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  ATTENTION_PATH,
  messageType,
  registrationType,
  subscriberType,
  type Attention,
  type AttentionCount,
} from '@da-boulder/contracts';
import { Badge, focusRing } from '@da-boulder/shared-ui';
import {
  DASHBOARD_PATH,
  peoplePath,
  PEOPLE_LISTS,
  STAFF_PATH,
  TRASH_PATH,
  type DashboardPlace,
  type PeopleListName,
} from '../dashboard-paths';

/** Where the dashboard is: any place but a moved address. */
export type ShownPlace = Exclude<DashboardPlace, { moved: string }>;

/**
 * From this width the parts show in one row (about 50em with every held count showing); narrower,
 * behind a menu button. In em, so it moves with the reader's font size.
 */
const ONE_ROW = '60em';
const oneRow = `@media (min-width: ${ONE_ROW})`;

const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

/** Each people list's name, and which attention count holds how many the spam trap keeps there. */
const PEOPLE: Record<PeopleListName, { name: string; held: AttentionCount }> = {
  registrations: { name: capitalised(registrationType.plural), held: 'heldRegistrations' },
  messages: { name: capitalised(messageType.plural), held: 'heldMessages' },
  subscribers: { name: capitalised(subscriberType.plural), held: 'heldSubscribers' },
};

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &::after {
    content: '';
    width: 0.5em;
    height: 0.5em;
    margin-left: ${({ theme }) => theme.space.xxs};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }

  &[aria-expanded='true']::after {
    transform: translateY(25%) rotate(-135deg);
  }

  ${oneRow} {
    display: none;
  }
`;

/** The parts: a column under the menu button when it is open, else one row. */
const Parts = styled.ul`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding-bottom: ${({ theme }) => theme.space.xs} !important;

  &[data-open] {
    display: flex;
  }

  ${oneRow} {
    display: flex;
    flex-direction: row;
    flex-wrap: nowrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** People's lists, named by the group's label. */
const Group = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  ${oneRow} {
    flex-direction: row;
    align-items: center;
    padding-inline: ${({ theme }) => theme.space.md};
    border-inline: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.md};

    ${oneRow} {
      flex-direction: row;
      padding-left: 0;
    }
  }
`;

const GroupLabel = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0`};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  ${oneRow} {
    padding: 0 ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const PartLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.sand};
  }

  &:focus-visible {
    ${focusRing}
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.dusk};
    color: ${({ theme }) => theme.color.duskInk};
  }
`;

/** A people list's link: its name, and how many are held there when any (the strip's one read). */
function PeopleLink({ list, current }: { list: PeopleListName; current: boolean }) {
  const { data } = useSWR<Attention>(ATTENTION_PATH);
  const { name, held } = PEOPLE[list];
  const count = data?.counts[held];
  return (
    <PartLink to={peoplePath(list)} aria-current={current ? 'page' : undefined}>
      {name}
      {count ? <Badge tone="accent">{count} held</Badge> : null}
    </PartLink>
  );
}

/** The current part's name, as the menu button shows it (and the page's title). */
export function nameOf(place: ShownPlace): string {
  if (place.part === 'people') return PEOPLE[place.list].name;
  return capitalised(place.part);
}

/**
 * The dashboard's parts (issue 48): Content (SPEC's five tabs), People (registrations, messages,
 * subscribers), Staff and the Trash, each a link to its address, the current one marked. In one row where it
 * fits; narrower, a menu button opens them, and Escape, leaving them or choosing one closes it.
 */
export function DashboardNav({ place }: { place: ShownPlace }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const partsId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Nav aria-label="Dashboard" onKeyDown={onKeyDown} onBlur={onBlur}>
      <MenuButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={partsId}
        onClick={() => setOpen(!open)}
      >
        Dashboard menu: {nameOf(place)}
      </MenuButton>
      <Parts id={partsId} data-open={open || undefined}>
        <li>
          <PartLink
            to={DASHBOARD_PATH}
            aria-current={place.part === 'content' ? 'page' : undefined}
          >
            Content
          </PartLink>
        </li>
        <Group>
          <GroupLabel id={`${partsId}-people`}>People</GroupLabel>
          <ul aria-labelledby={`${partsId}-people`}>
            {PEOPLE_LISTS.map((list) => (
              <li key={list}>
                <PeopleLink list={list} current={place.part === 'people' && place.list === list} />
              </li>
            ))}
          </ul>
        </Group>
        <li>
          <PartLink to={STAFF_PATH} aria-current={place.part === 'staff' ? 'page' : undefined}>
            Staff
          </PartLink>
        </li>
        <li>
          <PartLink to={TRASH_PATH} aria-current={place.part === 'trash' ? 'page' : undefined}>
            Trash
          </PartLink>
        </li>
      </Parts>
    </Nav>
  );
}
