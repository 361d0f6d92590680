"""The addresses this computer can be reached at, for the host's "join at" lines (IPv4)."""

from __future__ import annotations

import socket


def local_addresses(bind: str = "0.0.0.0") -> list[str]:
    """Every local IPv4 address a server bound to ``bind`` listens on: the LAN ones first,
    the loopback last. A specific ``bind`` is the only one."""
    if bind not in ("", "0.0.0.0"):
        return [bind]
    found: list[str] = []

    def add(ip: str) -> None:
        if ip and ip not in found and not ip.startswith("169.254."):
            found.append(ip)

    try:  # the address of the route to the internet (no packet is sent by a UDP connect)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            add(s.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            add(str(info[4][0]))
    except OSError:
        pass
    lan = [ip for ip in found if not ip.startswith("127.")]
    return lan + ["127.0.0.1"]
