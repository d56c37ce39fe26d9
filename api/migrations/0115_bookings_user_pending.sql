-- The unpaid holds of a client (bookings.limits.ts), counted by every new booking (issue 13, ADR 0037): with many
-- pending bookings the count combined bookings_hold_idx (every pending booking of every client) with
-- bookings_user_idx; this index finds the client's pending bookings alone.
create index bookings_user_pending_idx on bookings (user_id) where status = 'pending';
