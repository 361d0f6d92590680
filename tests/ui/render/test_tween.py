import pytest

from game.ui.render.tween import EASINGS, AnimationQueue, Call, Parallel, Sequence, Tween, Wait, ease_out_back


class Thing:
    x = 0.0
    pos = (0.0, 0.0)


def test_tween_reaches_end_value():
    t = Thing()
    tw = Tween(t, "x", 0.0, 10.0, 0.5)
    for _ in range(20):
        tw.update(0.02)
    assert 0 < t.x < 10 and not tw.done
    for _ in range(20):
        tw.update(0.02)
    assert tw.done and t.x == 10.0


def test_dict_and_setter_targets_and_tuples():
    d = {"a": (0.0, 0.0)}
    got = []
    q = AnimationQueue()
    q.add(Tween(d, "a", None, (4.0, 8.0), 0.2), Tween(got.append, None, 0.0, 1.0, 0.1))
    q.update(1.0)
    assert d["a"] == (4.0, 8.0) and got[-1] == 1.0 and not q.busy


def test_queue_runs_in_order_and_skip_finishes_everything():
    t = Thing()
    calls = []
    q = AnimationQueue()
    q.add(Tween(t, "x", 0.0, 5.0, 1.0))
    q.add(Sequence(Wait(0.5), Call(lambda: calls.append("a")), Tween(t, "pos", None, (3.0, 4.0), 1.0)))
    q.update(0.5)
    assert q.busy and 0 < t.x < 5 and calls == []
    q.skip()
    assert not q.busy and t.x == 5.0 and t.pos == (3.0, 4.0) and calls == ["a"]


def test_leftover_time_flows_into_next_item():
    t = Thing()
    q = AnimationQueue()
    q.add(Tween(t, "x", 0.0, 1.0, 0.1, "linear"))
    q.add(Tween(t, "pos", (0.0, 0.0), (10.0, 0.0), 1.0, "linear"))
    q.update(0.6)
    assert t.x == 1.0 and t.pos[0] == pytest.approx(5.0)


def test_speed_zero_is_instant_and_speed_multiplies():
    t = Thing()
    q = AnimationQueue(speed=0)
    q.add(Tween(t, "x", 0.0, 7.0, 3.0))
    assert t.x == 7.0 and not q.busy
    q2 = AnimationQueue(speed=2.0)
    q2.add(Tween(t, "x", 0.0, 1.0, 1.0))
    q2.update(0.5)
    assert not q2.busy and t.x == 1.0


def test_parallel_done_when_all_done():
    t = Thing()
    p = Parallel(Tween(t, "x", 0.0, 1.0, 0.2), Wait(1.0))
    p.update(0.5)
    assert t.x == 1.0 and not p.done
    p.update(0.6)
    assert p.done


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_fixed_points(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)
    assert ease_out_back(0.7) > 1.0
