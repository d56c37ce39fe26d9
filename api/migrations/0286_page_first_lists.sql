-- Page-first lists (issue 27, ADR 0047): each page is taken in its index's order before anything is joined, so a page
-- reads about its rows instead of sorting every row of the list.
-- GET /api/admin/bookings: newest first, ties by id.
create index bookings_created_idx on bookings (created_at desc, id);
-- GET /api/rides/mine: a driver's upcoming rides soonest first and past ones latest first, both with ties by id (an
-- index read backwards would give the ties by id descending). The first replaces rides_driver_idx (its prefix).
create index rides_driver_upcoming_idx on rides (driver_id, departure_at, id);
create index rides_driver_past_idx on rides (driver_id, departure_at desc, id);
drop index rides_driver_idx;
-- GET /api/earnings/bookings pages on bookings_provider_idx with payments_one_success_idx and
-- payment_parts_booking_idx: no new index.
