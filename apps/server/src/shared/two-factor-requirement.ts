/**
 * Whether the row's user (`users`, in the query's FROM) is an administrator who must set up
 * two-factor sign-in before doing anything else: the school requires it of admins (settings) and
 * theirs is not on. One SQL expression, checked on every request with the session (decision 002),
 * so turning the requirement on holds every admin at once, and setting it up frees them at once.
 */
export const MUST_SET_UP_TWO_FACTOR_SQL = `(users.role = 'admin'
  and coalesce((select require_admin_two_factor from school_settings where id = 1), false)
  and not exists (select 1 from two_factor_secrets
                   where two_factor_secrets.user_id = users.id
                     and two_factor_secrets.enabled_at is not null))`;
