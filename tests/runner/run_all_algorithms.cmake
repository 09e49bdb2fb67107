cmake_minimum_required(VERSION 3.25)
# Runs every algorithm the runner lists (`calltree-runner algorithms --format json`) under
# mpiexec and requires a verified run of each, so that algorithms added to the catalogue later
# are executed for real without anyone editing the test list.
#   LAUNCHER  mpiexec and its flags up to the rank count ("|"-separated), e.g. mpiexec|-n|4
#   RUNNER    the calltree-runner executable
string(REPLACE "|" ";" launcher "${LAUNCHER}")
execute_process(COMMAND ${launcher} ${RUNNER} algorithms --format json
                RESULT_VARIABLE rc OUTPUT_VARIABLE list ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "listing the algorithms failed (${rc}):\n${err}")
endif()
string(JSON count LENGTH "${list}" algorithms)
math(EXPR last "${count} - 1")
set(failures "")
foreach(i RANGE ${last})
  string(JSON name GET "${list}" algorithms ${i} name)
  string(JSON problem GET "${list}" algorithms ${i} problem)
  # Reductions add 8-byte integers; everything else gets an odd size.
  if(problem MATCHES "reduce")
    set(size --bytes 1000)
  elseif(problem STREQUAL "summation")
    set(size --operands 1007)
  else()
    set(size --bytes 1001)
  endif()
  execute_process(COMMAND ${launcher} ${RUNNER} run --algorithm ${name} ${size} --reps 2 --warmup 1
                          --min-seconds 0 --format json
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  # Algorithms that move whole 8-byte elements refuse odd sizes, saying so: run them at 1000.
  if(NOT rc EQUAL 0 AND err MATCHES "8-byte")
    execute_process(COMMAND ${launcher} ${RUNNER} run --algorithm ${name} --bytes 1000 --reps 2 --warmup 1
                            --min-seconds 0 --format json
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  endif()
  # The last progress line is the "finished" event: its "ok" counts the verified cases.
  string(STRIP "${out}" out)
  string(REGEX REPLACE ".*\n" "" finished "${out}")
  string(JSON verified ERROR_VARIABLE json_error GET "${finished}" ok)
  if(NOT rc EQUAL 0 OR NOT verified STREQUAL "1")
    string(APPEND failures "${name} (${problem}): exit ${rc}, verified '${verified}'\n${err}\n")
  else()
    message(STATUS "${name} (${problem}): verified")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
