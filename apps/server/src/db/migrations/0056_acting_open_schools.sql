-- Migration 0046's function, but a request that names no school acts among the open schools
-- only: a district administrator of a district with one open school and archived ones needs no
-- header, and is asked to choose only between open schools. Naming an archived school still works
-- for a district administrator (its records stay readable).
CREATE OR REPLACE FUNCTION rollcall_acting_schools(account uuid, requested uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT schools.id FROM schools JOIN users ON users.id = account
     WHERE (requested IS NULL OR schools.id = requested)
       AND (schools.is_active OR (users.is_district_admin AND requested IS NOT NULL))
       AND (users.is_district_admin
            OR EXISTS (SELECT FROM school_memberships m
                        WHERE m.user_id = account AND m.school_id = schools.id))
     ORDER BY schools.created_at, schools.id
     LIMIT 2)
$$;
