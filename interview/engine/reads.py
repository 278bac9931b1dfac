"""Facts that record what reads them: which answers a run of the engine depended on.

The engine is a pure function of the facts and the day. Run on facts wrapped by ``reading``,
it leaves behind every part of the facts it looked at, each with what it saw there: a value,
whether a key was there, how many incidents there were. Other facts that look the same at
every one of those places take the engine down the same road, so they show the same, and
relevance (interview.toolkit.relevance) need not run the engine to know it: an answer to a question
whose fact the engine never read cannot change what is shown.

The wrappers are ``dict`` and ``list`` subclasses holding the real values, so the engine runs
as it would on plain facts. Any way of looking at a whole part (comparing it, printing it,
copying it) counts as reading all of it; writing raises. The one way past the wrappers is
C code that reads a list's items directly (``json.dumps`` of a list): the flows check also
runs the engine on a sample of what reads proved, and a test answers every question where the
engine did not read and runs the plain engine (tests/interview/engine/test_reads.py)."""
from __future__ import annotations

# What a read saw, kept as {(kind, where): saw}: where is keys and indexes from the top.
# "g": what a key or index holds (a value; for a dict or list, only which, as the engine then
# looks into it); "p": whether a key is there; "k": a dict's keys or a list's length; "b":
# whether a dict or list is empty; "v": a value, whole (compared, printed, copied).
ABSENT = object()
_UNREAD = object()  # a key a wrapper has not been asked for yet


def reading(facts: dict) -> tuple[dict, dict]:
    """``facts`` wrapped, and where the reads go: (kind, where) to what the first read there
    saw, in the order they were made."""
    reads: dict = {}
    return _Dict(facts, (), reads), reads


def agrees(facts: dict, reads: dict) -> bool:
    """Whether ``facts`` look as the reads (as ``reading`` left them) saw at every place they
    read."""
    for (kind, where), saw in reads.items():
        if _seen(kind, _at(facts, where)) != saw:
            return False
    return True


class Memo:
    """What the engine showed, by what it read, in the order it read it. The engine is
    deterministic: its first read is always the same, and what it sees there decides its
    next. So facts that look, at each read in turn, as an earlier run's did take the engine
    down that run's road to that run's result, however they differ elsewhere. Up to
    ``size`` places are kept; past that, the memo starts again."""

    def __init__(self, size: int = 400_000):
        self.size, self.places = size, 0
        self._root: list = [None, {}, None]  # the next read, what it may see → next, result

    def get(self, facts: dict, missing=None):
        node = self._root
        read = node[0]
        while read is not None:
            kind, where = read
            node = node[1].get(_seen(kind, _at(facts, where)))
            if node is None:
                return missing
            read = node[0]
        return missing if node[2] is None else node[2]

    def put(self, reads: dict, result) -> bool:
        """Keep a run's result; False (nothing kept) where the reads contradict an earlier run
        with the same road so far: the engine read something the wrappers did not see."""
        if self.places + len(reads) > self.size:
            self._root, self.places = [None, {}, None], 0
        node = self._root
        for (kind, where), saw in reads.items():
            if node[0] is None:
                if node[2] is not None:
                    return False  # an earlier run ended here
                node[0] = (kind, where)
            elif node[0] != (kind, where):
                return False
            following = node[1].get(saw)
            if following is None:
                following = node[1][saw] = [None, {}, None]
                self.places += 1
            node = following
        if node[0] is not None or (node[2] is not None and node[2] != result):
            return False
        node[2] = result
        return True


def _at(facts, where: tuple):
    node = facts
    try:
        for key in where:
            node = node[key]
    except (KeyError, IndexError, TypeError):
        return ABSENT
    # A key into a string is no place in the facts; a read of what holds the string, made
    # first, already tells the two apart.
    return node


def _seen(kind: str, value):
    """What a read of ``kind`` sees in ``value``: equal only where the engine cannot tell the
    two apart (``True`` is not ``1``, nor ``1.0``)."""
    if value is ABSENT:
        return False if kind == "p" else ABSENT
    if kind == "g":
        kind_of = type(value)
        return kind_of if kind_of is dict or kind_of is list else (kind_of, value)
    if kind == "p":
        return True
    if kind == "k":
        return (type(value), tuple(value) if isinstance(value, dict) else len(value))
    if kind == "b":
        return (type(value), bool(value))
    return _frozen(value)


def _frozen(value):
    """A value, whole, as something to compare (read past any wrapper without noting)."""
    if isinstance(value, dict):
        return (dict, tuple((k, _frozen(v)) for k, v in dict.items(value)))
    if isinstance(value, list):
        return (list, tuple(_frozen(v) for v in list.__iter__(value)))
    return (type(value), value)


class _Reading:
    """What both wrappers share: where they are, and where their reads go."""

    __slots__ = ()

    def _whole(self):
        """Read all of it: its value, as one."""
        self._reads.setdefault(("v", self._where), _frozen(self))

    def _wrap(self, key, value):
        """What reading ``key`` gives, noted the first time (``_kids``: the engine reads the
        same keys many times a run, and the facts do not change under it)."""
        got = self._kids.get(key, _UNREAD)
        if got is not _UNREAD:
            return got
        kind = type(value)
        where = (*self._where, key)
        if kind is not dict and kind is not list:
            self._reads.setdefault(("g", where), (kind, value))
            got = value
        else:
            got = (_Dict if kind is dict else _List)(value, where, self._reads)
            self._reads.setdefault(("g", where), kind)
        self._kids[key] = got
        return got

    def _absent(self, key) -> None:
        """Note a first read of a key that is not there."""
        self._reads.setdefault(("g", (*self._where, key)), ABSENT)
        self._kids[key] = ABSENT

    def _refuse(self, *_args, **_kwargs):
        raise TypeError("the engine reads facts; it does not change them")

    def __eq__(self, other):
        self._whole()
        return super().__eq__(other)

    def __ne__(self, other):
        self._whole()
        return super().__ne__(other)

    def __repr__(self):
        self._whole()
        return super().__repr__()

    __str__ = __repr__
    __hash__ = None

    def __reduce_ex__(self, _protocol):
        self._whole()
        return (_plain, (_plain(self),))

    def __copy__(self):
        self._whole()
        return _plain(self)

    def __deepcopy__(self, _memo):
        self._whole()
        return _plain(self)

    copy = __copy__


def _whole_then(compare):
    """A comparison that reads the whole list first (an order depends on every item)."""
    def compared(self, other):
        self._whole()
        return compare(self, other)
    return compared


def _plain(value):
    """A plain copy of a wrapped value, read without noting."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in dict.items(value)}
    if isinstance(value, list):
        return [_plain(v) for v in list.__iter__(value)]
    return value


class _Dict(_Reading, dict):
    __slots__ = ("_where", "_reads", "_kids")

    def __init__(self, raw: dict, where: tuple, reads: dict):
        dict.__init__(self, raw)
        self._where, self._reads, self._kids = where, reads, {}

    def __getitem__(self, key):
        got = self._kids.get(key, _UNREAD)
        if got is _UNREAD:
            value = dict.get(self, key, ABSENT)
            if value is ABSENT:
                self._absent(key)
                raise KeyError(key)
            return self._wrap(key, value)
        if got is ABSENT:
            raise KeyError(key)
        return got

    def get(self, key, default=None):
        got = self._kids.get(key, _UNREAD)
        if got is _UNREAD:
            value = dict.get(self, key, ABSENT)
            if value is ABSENT:
                self._absent(key)
                return default
            return self._wrap(key, value)
        return default if got is ABSENT else got

    def __contains__(self, key):
        found = dict.__contains__(self, key)
        self._reads.setdefault(("p", (*self._where, key)), found)
        return found

    def _keys(self) -> tuple:
        self._reads.setdefault(("k", self._where), (dict, tuple(dict.__iter__(self))))
        return tuple(dict.__iter__(self))

    def __iter__(self):
        return iter(self._keys())

    def keys(self):
        return list(self._keys())

    def items(self):
        return [(k, self._wrap(k, dict.__getitem__(self, k))) for k in self._keys()]

    def values(self):
        return [v for _k, v in self.items()]

    def __len__(self):
        return len(self._keys())

    def __bool__(self):
        self._reads.setdefault(("b", self._where), (dict, dict.__len__(self) > 0))
        return dict.__len__(self) > 0

    def __or__(self, other):
        self._whole()
        return _plain(self) | other

    def __ror__(self, other):
        self._whole()
        return other | _plain(self)

    __setitem__ = __delitem__ = pop = popitem = setdefault = update = clear = \
        __ior__ = _Reading._refuse


class _List(_Reading, list):
    __slots__ = ("_where", "_reads", "_kids")

    def __init__(self, raw: list, where: tuple, reads: dict):
        list.__init__(self, raw)
        self._where, self._reads, self._kids = where, reads, {}

    def _length(self) -> int:
        n = list.__len__(self)
        self._reads.setdefault(("k", self._where), (list, n))
        return n

    def __getitem__(self, index):
        n = self._length()  # an index past the end, or from the end, depends on the length
        if isinstance(index, slice):
            return [self._wrap(i, list.__getitem__(self, i)) for i in range(n)[index]]
        value = list.__getitem__(self, index)
        return self._wrap(index % n, value)

    def __iter__(self):
        return iter([self._wrap(i, list.__getitem__(self, i)) for i in range(self._length())])

    def __reversed__(self):
        return iter(self[::-1])

    def __len__(self):
        return self._length()

    def __bool__(self):
        self._reads.setdefault(("b", self._where), (list, list.__len__(self) > 0))
        return list.__len__(self) > 0

    def __contains__(self, value):
        self._whole()
        return list.__contains__(self, value)

    def index(self, *args):
        self._whole()
        return list.index(self, *args)

    def count(self, value):
        self._whole()
        return list.count(self, value)

    def __add__(self, other):
        self._whole()
        return _plain(self) + list(other)

    def __radd__(self, other):
        self._whole()
        return list(other) + _plain(self)

    def __mul__(self, n):
        self._whole()
        return _plain(self) * n

    __rmul__ = __mul__

    __lt__, __le__, __gt__, __ge__ = (_whole_then(list.__lt__), _whole_then(list.__le__),
                                      _whole_then(list.__gt__), _whole_then(list.__ge__))

    __setitem__ = __delitem__ = append = extend = insert = pop = remove = sort = reverse = \
        clear = __iadd__ = __imul__ = _Reading._refuse
