-- Offline check-in (issue 14, ADR 0035). The organiser's device downloads an event's ticket list before the doors
-- open, admits tickets against it without a network and sends its queue of check-ins when the network returns
-- (POST /api/events/{id}/checkins/sync). The server applies each one under a row lock: the first check-in of a ticket
-- wins; a later one from another device (or an online check-in) is a conflict.

-- Which device admitted the ticket through a sync (null: the online check-in, or not admitted). Resending a queue
-- finds its own device here and changes nothing.
alter table tickets add column checked_in_device text;

-- A device's check-in of a ticket someone else had admitted first. One row per ticket and device, so resending the
-- same queue neither repeats the row nor the organiser's notification.
create table ticket_checkin_conflicts (
  ticket_id uuid not null references tickets (id) on delete cascade,
  device_id text not null,
  -- When the device admitted the holder (the device's clock, never later than the sync).
  attempted_at timestamptz not null,
  -- Who sent the queue.
  sent_by text not null references users (id),
  created_at timestamptz not null default now(),
  primary key (ticket_id, device_id)
);

-- The organiser is told, in the app only, that a ticket entered twice ('Entrada em duplicado').
select add_notification_kind('checkin_conflict');
