"""``transitions``' machine, trimmed to what routing uses: a route checks its conditions in
order and moves; nothing else runs on a move. ``interview.toolkit.router`` builds one per flow."""
from __future__ import annotations

import logging

from transitions import Machine, Transition
from transitions.core import Event, EventData, MachineError

# transitions logs each state a person passes through at INFO: their answers in other words,
# in any log kept at that level. Its warnings and errors still get through.
logging.getLogger("transitions").setLevel(logging.WARNING)


class Route(Transition):
    """transitions' ``Transition``, less what a route never has: its prepare, before and after
    callbacks, the states' enter and exit callbacks, and a debug log line at each of those
    steps (six a move; the flows check moves millions of times). It checks its conditions in
    order, and moves."""

    def _eval_conditions(self, event_data):
        # A route's conditions are names of the model's predicates (Router builds no other):
        # called directly, not resolved from the name again on every move.
        model = event_data.model
        return all(getattr(model, c.func)() == c.target for c in self.conditions)

    def execute(self, event_data):
        if not self._eval_conditions(event_data):
            return False
        event_data.machine.set_state(self.dest, event_data.model)
        return True


class RouteEvent(Event):
    """transitions' ``Event``, less what routing never uses: the transition queue, the
    machine's prepare, finalize and exception callbacks, and their debug log lines (a tenth of
    the flows check's time). It tries the routes out of the model's state in order; the first
    whose conditions hold moves it."""

    def trigger(self, model, *args, **kwargs):
        state = self.machine.get_model_state(model)
        routes = self.transitions.get(state.name)
        if routes is None:
            raise MachineError(f"Can't trigger event {self.name} from state {state.name}!")
        event_data = EventData(state, self, self.machine, model, args, kwargs)
        for route in routes:
            event_data.transition = route
            if route.execute(event_data):
                event_data.result = True
                return True
        return False


class RoutingMachine(Machine):
    """transitions' ``Machine``, less two conveniences routing never uses: ``add_model`` binds
    an ``is_<state>`` helper to the model for each of a flow's ~50 states, and looks for
    ``on_enter_<state>`` methods on it. The model is added on every request, so that was
    about a third of a question page's routing time. Its transitions are ``Route``s, its
    events ``RouteEvent``s."""

    transition_cls = Route
    event_cls = RouteEvent

    def _add_model_to_state(self, state, model):
        pass
