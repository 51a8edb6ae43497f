-- The schools a staff member may act at that match the school a request names (null: none
-- named), at most two: acting-school.ts tells one from several (decision 007). One definition
-- for the session check's statement and the API tokens' lookup. A district administrator acts at
-- every school, archived ones included; other staff at the active schools they work at.
CREATE FUNCTION rollcall_acting_schools(account uuid, requested uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(id), '{}') FROM (
    SELECT schools.id FROM schools JOIN users ON users.id = account
     WHERE (requested IS NULL OR schools.id = requested)
       AND (users.is_district_admin
            OR (schools.is_active AND EXISTS (
                  SELECT FROM school_memberships m
                   WHERE m.user_id = account AND m.school_id = schools.id)))
     ORDER BY schools.created_at, schools.id
     LIMIT 2) AS acting
$$;
