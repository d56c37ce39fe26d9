-- Page-first lists (issue 27, ADR 0047): GET /api/admin/bookings takes its page in this order (newest first, ties by
-- id) before joining anything, so a page reads about its rows instead of sorting every booking.
-- GET /api/rides/mine pages on rides_driver_idx (driver_id, departure_at) and GET /api/earnings/bookings on
-- bookings_provider_idx with payments_one_success_idx and payment_parts_booking_idx: no new index for them.
create index bookings_created_idx on bookings (created_at desc, id);
