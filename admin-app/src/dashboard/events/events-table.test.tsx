import { screen, within } from '@testing-library/react';
import { makeEvent } from '@da-boulder/contracts/factories';
import { renderWithProviders } from '@da-boulder/shared-ui/testing';
import { EventsTable } from './events-table';

describe("EventsTable: eventType's columns between the drag handle and the registrations", () => {
  it('shows each column in order, "Recurring" for the date of a recurring event, and whether each lies ahead', () => {
    renderWithProviders(
      <EventsTable
        events={[
          makeEvent({ id: 'e1', title: 'Open Heart Retreat' }),
          makeEvent({ id: 'e2', title: 'Sunday Meditation', isRecurring: true, time: '6:30 PM' }),
          makeEvent({ id: 'e3', title: 'Winter Retreat', year: 2099, status: 'cancelled' }),
          makeEvent({ id: 'e4', title: 'Spring Retreat', year: 2099 }),
        ]}
        handlers={{ edit: jest.fn(), remove: jest.fn(), publish: jest.fn(), preview: jest.fn() }}
        onReorder={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order',
      'Title',
      'Date',
      'Time',
      'Location',
      'Facilitator',
      'Status',
      'Registrations',
      'Actions',
    ]);
    const cellsOf = (title: string) =>
      within(screen.getByRole('row', { name: new RegExp(title) }))
        .getAllByRole('cell')
        .slice(1, 7)
        .map((cell) => cell.textContent);
    expect(cellsOf('Open Heart Retreat')).toEqual([
      'Open Heart Retreat',
      'October 5, 2025',
      '10:00 AM',
      'Boulder center',
      'A Teacher',
      'Past',
    ]);
    expect(cellsOf('Sunday Meditation')).toEqual([
      'Sunday Meditation',
      'Recurring',
      '6:30 PM',
      'Boulder center',
      'A Teacher',
      'Upcoming',
    ]);
    expect(cellsOf('Winter Retreat')[5]).toBe('Cancelled');
    expect(cellsOf('Spring Retreat')[5]).toBe('Upcoming');
    expect(screen.getByRole('button', { name: 'Edit Sunday Meditation' })).toBeInTheDocument();
  });
});
