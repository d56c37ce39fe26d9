-- Issue 26 (ADR 0046): places that forgive spelling. Other names a place is known by (official and old spellings,
-- colonial names: Vilankulo for Vilanculos, Vila Pery for Chimoio), written with the places by upsertPlaces
-- (places.aliases.ts), and trigram indexes (pg_trgm, a trusted extension since PostgreSQL 13) on the folded names and
-- aliases for the typo fallback of suggestions and searches (similarity, accent-insensitive through fold()).
create extension if not exists pg_trgm;

create table place_aliases (
  place_id int not null references places (id) on delete cascade,
  alias text not null unique,
  search_key text generated always as (fold(alias)) stored
);
create index place_aliases_place on place_aliases (place_id);
create index place_aliases_trgm on place_aliases using gin (search_key gin_trgm_ops);
create index places_name_trgm on places using gin (fold(name) gin_trgm_ops);
