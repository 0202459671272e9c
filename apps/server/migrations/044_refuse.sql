-- A statement that must change a row or fail: `SELECT yym_refuse('...')` in a branch that runs only
-- when it changed none. Failing aborts the transaction, so a COMMIT sent right behind the statement
-- (before its answer is back) rolls back. SQLSTATE YY001 tells the server it is a refusal, not a fault.
CREATE FUNCTION yym_refuse(reason text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', reason USING ERRCODE = 'YY001';
END
$$;
