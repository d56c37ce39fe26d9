-- A stay's quote (ADR 0031) joined every night of the room type's calendar (a year of rows on the bench data: 58 read
-- for a 7-night stay) and kept those of the stay in a hash join; the range on the join lets the primary key
-- (room_type_id, night) read the stay's nights alone (issue 13, ADR 0037: each uncached dated stay search quotes every
-- candidate room type). Same rows out.
create or replace function stay_quote(p_room_type uuid, p_check_in date, p_check_out date)
returns table (total_cents bigint, nights int, free_rooms int, min_nights int, blocked_nights int)
language sql stable as $$
  select sum(coalesce(rn.rate_cents, rt.price_per_night_cents))::bigint,
    count(*)::int,
    min(case when rn.blocked then 0 else greatest(0, rt.total_rooms - coalesce(rn.booked, 0)) end)::int,
    rt.min_nights,
    count(*) filter (where rn.blocked)::int
  from room_types rt
  cross join generate_series(p_check_in, p_check_out - 1, interval '1 day') d
  left join room_nights rn on rn.room_type_id = rt.id and rn.night = d::date
    and rn.night >= p_check_in and rn.night < p_check_out
  where rt.id = p_room_type and p_check_out > p_check_in
  group by rt.id, rt.min_nights
$$;
