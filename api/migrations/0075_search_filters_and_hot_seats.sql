-- Ride and event search filters and speed (issue 13, ADR 0027).

-- Rides: a seat taken or given back changes only seats_available. With that column INCLUDEd in three indexes no such
-- update could be HOT (every index got a new entry, and varied searches slowed down threefold after a few thousand
-- bookings until VACUUM). The indexes keep the columns that never change once a ride is published; free seats are
-- read from the row (a heap fetch per candidate, the page is at most 50 rides), and the table leaves room on each page
-- for the new row versions of HOT updates.
alter table rides set (fillfactor = 85);
drop index rides_search_idx;
create index rides_search_idx on rides (from_city_id, to_city_id, departure_at, id)
  include (from_place_id, to_place_id) where status = 'active' and not provider_suspended;
drop index rides_to_city_idx;
create index rides_to_city_idx on rides (to_city_id, departure_at, id)
  where status = 'active' and not provider_suspended;
drop index rides_upcoming_idx;
create index rides_upcoming_idx on rides (departure_at)
  include (from_place_id, to_place_id, price_cents) where status = 'active' and not provider_suspended;

-- Events are matched to places as rides are (ADR 0027), instead of `address_folded like '%...%'`, which no index can
-- serve: the place of an event is the one chosen by the organiser, else the first part of its address (comma
-- separated) that names a known place ('Rua 3, Praia do Tofo, Inhambane' -> Praia do Tofo); its city is that place
-- for a city, else the place's parent city (rides_set_cities of migration 0002).
create index places_name_fold_idx on places (fold(name));
alter table events add column match_place_id int references places (id);
alter table events add column city_id int references places (id);

create function events_set_places() returns trigger language plpgsql as $$
begin
  new.match_place_id := coalesce(new.place_id, (
    select p.id from unnest(string_to_array(new.address, ',')) with ordinality as part(text, n)
      join places p on fold(p.name) = fold(btrim(part.text))
    order by part.n limit 1));
  new.city_id := (select coalesce(c.id, p.id) from places p
    left join places c on c.name = p.parent_city and c.type = 'city' where p.id = new.match_place_id);
  return new;
end
$$;
create trigger events_set_places before insert or update of place_id, address on events
  for each row execute function events_set_places();
update events set address = address;

-- A city's public events in date order (the search by place and the city/month listing), and the few events whose
-- address names no known place (matched with fold(), like rides_free_text_idx).
create index events_city_idx on events (city_id, starts_at) include (match_place_id)
  where status in ('upcoming', 'past') and not provider_suspended;
create index events_free_text_idx on events (starts_at)
  where status in ('upcoming', 'past') and not provider_suspended and match_place_id is null;
