-- The schools a staff member may act at that match the school a request names (null: none
-- named), at most two: acting-school.ts tells one from several (decision 007). One definition
-- for the session check's statement, the API tokens' lookup and the scan's statement. A district
-- administrator acts at every school, archived ones included; other staff at the active schools
-- they work at. One expression (SELECT ARRAY(…), no FROM of its own), which PostgreSQL can inline
-- into the statement that calls it rather than call it: the scan's statement calls it per scan.
CREATE FUNCTION rollcall_acting_schools(account uuid, requested uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT schools.id FROM schools JOIN users ON users.id = account
     WHERE (requested IS NULL OR schools.id = requested)
       AND (users.is_district_admin
            OR (schools.is_active AND EXISTS (
                  SELECT FROM school_memberships m
                   WHERE m.user_id = account AND m.school_id = schools.id)))
     ORDER BY schools.created_at, schools.id
     LIMIT 2)
$$;
