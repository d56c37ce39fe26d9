-- A ride's seats and a stay's nights go back by a trigger on the booking's status, as an event's tickets do
-- (0004 event_booking_tickets, 0120), instead of by the statements of every path that cancels a booking (issue 31,
-- ADR 0021 'Adding a product'): the client's cancellation and an expired hold (bookings.repo.ts), the driver's or
-- manager's cancellation, a stay request left unanswered (stays.answers.ts), the admin's cancellation of a suspended
-- provider's future bookings (admin.repo.ts), a trip's parts. Whatever cancels a booking, its inventory comes back
-- once: the trigger fires on the one update that moves the booking out of pending or confirmed, and a booking already
-- cancelled is never matched by a second cancellation (every path's update requires pending or confirmed).
-- Same amounts as the statements it replaces: seats back never above the ride's total and only to an active ride
-- (a cancelled ride keeps seats_available = seats_total); one room back per night, never below zero.

-- Rides: the booking's seats back to its ride.
create function ride_booking_seats() returns trigger language plpgsql as $$
begin
  update rides set seats_available = least(seats_total, seats_available + old.seats)
  where id = old.ride_id and status = 'active';
  return null;
end
$$;

create trigger bookings_ride_seats
  after update of status on bookings
  for each row when (new.type = 'ride' and old.status in ('pending', 'confirmed') and new.status = 'cancelled'
    and old.ride_id is not null and old.seats > 0)
  execute function ride_booking_seats();

-- Stays: one room of the type back for each night of a cancelled stay; a no-show (completed with no_show_at, ADR
-- 0031) gives back the nights from its day (Africa/Maputo) on, the stay's first nights being over or kept.
create function stay_booking_nights() returns trigger language plpgsql as $$
declare
  from_night date := old.check_in;
begin
  if new.status = 'completed' then
    if new.no_show_at is null then
      return null;
    end if;
    from_night := greatest(old.check_in, (new.no_show_at at time zone 'Africa/Maputo')::date);
  end if;
  update room_nights set booked = booked - 1
  where room_type_id = old.room_type_id and night >= from_night and night < old.check_out and booked > 0;
  return null;
end
$$;

create trigger bookings_stay_nights
  after update of status on bookings
  for each row when (new.type = 'stay' and old.status in ('pending', 'confirmed')
    and new.status in ('cancelled', 'completed') and old.room_type_id is not null and old.check_in is not null)
  execute function stay_booking_nights();
