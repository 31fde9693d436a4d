-- Trigram indexes let the inbox search names, companies and addresses by any part of a word (server/inbox/leads.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
