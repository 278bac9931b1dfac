-- `make bench` (d): POST one answer to the current question, as a browser submits the form.
-- bench/run.py passes, after `--`: the session cookie of a mid-interview walk and the form
-- body (url-encoded, with that session's CSRF token). wrk never updates the cookie, so every
-- request answers the same question from the same state: a 302 to the next question.
-- wrk counts any status above 399 as "Non-2xx or 3xx responses": bench/run.py adds those to
-- the socket errors.
local req

function init(args)
  req = wrk.format("POST", nil, {
    ["Cookie"] = args[1],
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Accept-Encoding"] = "gzip, deflate, br",
  }, args[2])
end

function request()
  return req
end
