"""The life of an object that owns a library handle: close() on leaving a `with`
block and when the object is collected (never raising there: at interpreter
shutdown the library may already be gone). Each owner defines close(), which
must be idempotent."""

from __future__ import annotations

from typing import TypeVar

_T = TypeVar("_T", bound="Closeable")


class Closeable:
    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self: _T) -> _T:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
