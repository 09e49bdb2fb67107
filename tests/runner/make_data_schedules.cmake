cmake_minimum_required(VERSION 3.25)
# Builds the schedules of the data-schedule MPI tests with `calltree optimize --algorithm` (the
# cheapest schedule whose root runs each algorithm, on psc2-tcp) and writes a plan that runs them
# all: every Sort, IntegerSort and MST algorithm that the library has for NP processors, with
# small and odd inputs. A schedule that cannot be built fails the test (nothing is skipped).
#   CALLTREE  the calltree executable;  NP  processors;  OUT  folder for schedules and the plan;
#   PLAN  the plan file;  CASES  "|"-separated "Problem:Algorithm:input" entries;
#   SEED  the plan's seed (optional)
string(REPLACE "|" ";" cases "${CASES}")
set(entries "")
set(index 0)
foreach(entry IN LISTS cases)
  string(REPLACE ":" ";" parts "${entry}")
  list(GET parts 0 problem)
  list(GET parts 1 algorithm)
  list(GET parts 2 input)
  set(file "${OUT}/np${NP}-${index}-${algorithm}.calltree.json")
  execute_process(COMMAND ${CALLTREE} optimize --machine psc2-tcp --problem ${problem} --input ${input}
                          --procs ${NP} --algorithm ${algorithm} --output ${file} --format json
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${problem} ${algorithm} ${input} on ${NP}: ${err}")
  endif()
  set(case "{\"schedule\": \"${file}\", \"procs\": ${NP}")
  if(SEED)
    string(APPEND case ", \"seed\": ${SEED}")
  endif()
  list(APPEND entries "${case}}")
  math(EXPR index "${index} + 1")
endforeach()
list(JOIN entries ",\n  " body)
file(WRITE "${PLAN}" "{\"format\": \"calltree-plan\", \"version\": 1,\n \"timing\": {\"warmup\": 1, \"min_reps\": 3, \"min_seconds\": 0},\n \"cases\": [\n  ${body}]}\n")
